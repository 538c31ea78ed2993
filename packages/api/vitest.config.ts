import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

// Each test file gets its own database (a temporary SQLite file, and a throwaway MySQL database
// when TEST_MYSQL_URL is set), so files may run in parallel.
export default mergeConfig(baseTestConfig, {
  test: { environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 },
});
