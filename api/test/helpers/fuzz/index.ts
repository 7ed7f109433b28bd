// Shared pieces of the fuzz suite (api/test/fuzz/*.test.ts): the table of every API route and who may call it
// (endpoints.ts), the fast-check arbitraries of hostile requests (hostile-values.ts, requests.ts), a world of ids
// to aim at and a database fingerprint to prove that a request wrote nothing (world.ts), and the count of
// requests sent.
export * from './endpoints';
export * from './hostile-values';
export * from './requests';
export * from './world';
