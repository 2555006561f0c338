// The kit's executable: bin/operator-portal-contracts.js once bundled.
import { main } from './cli.ts';

process.exit(await main(process.argv.slice(2)));
