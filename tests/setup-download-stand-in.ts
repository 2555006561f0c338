// Setup of the `dom-download` project (vite.config.ts): its files share their worker's modules, the download's stand-in
// among them, so the calls an earlier file made are forgotten before each file starts.
import { downloadFile } from './helpers/download-stand-in.ts';

downloadFile.mockClear();
