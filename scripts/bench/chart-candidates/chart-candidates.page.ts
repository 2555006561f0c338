// The app's own shared code (React, MUI) is loaded eagerly here, as in the portal, so each candidate's lazy chunk
// holds only what the chart adds. `window.drawWith(name)` loads a candidate, draws, and resolves after the paint.
import '@mui/material/styles';
import 'react-dom/client';

// The bench supplies this module with the candidates installed right now (only the chosen one stays installed).
import { candidates } from 'virtual:chart-candidates';

async function drawWith(name: string): Promise<number> {
  const load = candidates[name];
  const target = document.getElementById('chart');
  if (!load || !target) throw new Error(`no candidate ${name}`);
  const { draw } = await load();
  const start = performance.now();
  draw(target);
  await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  return performance.now() - start;
}

Object.assign(window, { drawWith });
