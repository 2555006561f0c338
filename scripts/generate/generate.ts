import { generateAll } from './generate-all.ts';

const started = performance.now();
const written = await generateAll();
console.log(`generated ${written.join(', ')} in ${Math.round(performance.now() - started)} ms`);
