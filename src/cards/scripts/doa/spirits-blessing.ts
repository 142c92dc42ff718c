import { cardScript, draw, yourChampion } from '../../define.js';

export default cardScript('spirits-blessing', {
  sacrificeAsCost: { filter: { supertype: 'REGALIA' }, count: 1, returnToMaterialDeck: true },
  onResolve: [{ op: 'wakeUp', subject: yourChampion() }, draw(1)],
});
