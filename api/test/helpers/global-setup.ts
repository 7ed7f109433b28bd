// Before the API tests (once per run): the files the API's build writes into api/dist, which the app and the demo
// seed read, made as `npm run build -w api` makes them; quick when they are up to date.
import { buildData } from '../../src/build-data/build';

export default function globalSetup(): void {
  buildData(undefined, () => {});
}
