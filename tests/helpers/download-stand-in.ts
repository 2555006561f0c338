// The file download's stand-in for the DOM test files that carry its marker (STAND_INS in scripts/test/isolation.ts):
// jsdom cannot save a file, so those files read what would have been saved from its calls. Its calls start empty in
// each file (tests/setup-download-stand-in.ts), as a `vi.mock` of the module in a module world of its own did.
import { vi } from 'vitest';
import type { downloadFile as saveFile } from '../../src/components/download-file.ts';

export const downloadFile = vi.fn<typeof saveFile>();
