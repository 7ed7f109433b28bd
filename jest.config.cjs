// Root Jest: unit, component and API tests of every workspace. Browser tests run separately (npm run test:e2e).
// With TEST_DATABASE_URL set (CI), the API tests run twice: on PGlite and on that PostgreSQL server.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-public',
    '<rootDir>/remote-pro-editor',
    '<rootDir>/remote-backoffice',
    '<rootDir>/api',
    ...(process.env.TEST_DATABASE_URL ? ['<rootDir>/api/jest.postgres.config.cjs'] : []),
  ],
};
