import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

export default mergeConfig(baseTestConfig, { test: { environment: 'node' } });
