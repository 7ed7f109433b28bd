// Runs before each API test file. `testTimeout` in a project's config is ignored when Jest runs from the root
// with several projects, so the time allowed for database-backed hooks and tests is set here.
jest.setTimeout(60_000);
