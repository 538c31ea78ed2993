import { SLOW_MACHINE } from '@portfolio/terminal-ui/machines/testWait';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: SLOW_MACHINE.timeout });
afterEach(() => cleanup());
