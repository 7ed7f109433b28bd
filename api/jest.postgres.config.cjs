// The API tests again, against the PostgreSQL server of TEST_DATABASE_URL (the root Jest adds this project when set).
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api (postgres)',
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/test/helpers/use-postgres.cjs'],
};
