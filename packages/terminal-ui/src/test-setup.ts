import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { SLOW_MACHINE } from './machines/testWait';

configure({ asyncUtilTimeout: SLOW_MACHINE.timeout });
afterEach(() => cleanup());
