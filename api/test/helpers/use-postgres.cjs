// Selects the PostgreSQL server for the test files of the 'api (postgres)' Jest project.
process.env.API_TEST_DATABASE = 'postgres';
