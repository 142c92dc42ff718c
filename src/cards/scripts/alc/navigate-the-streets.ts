import { cardScript } from '../../define.js';

export default cardScript('navigate-the-streets', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'scaled', x: { of: 'controlled', filter: { type: 'DOMAIN' } }, plus: 1, effect: { op: 'glimpse', count: 0 } }],
});
