import { cardScript, draw } from '../../define.js';

// Up to X cards with floating memory (X as paid; any X may be chosen: ruling), a draw for each.
export default cardScript('lost-in-thought', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'banishFromGraveyard', filter: {}, max: 0, floatingMemory: true, each: [draw(1)] } }],
});
