import { dealDamage, cardScript, eachChampion } from '../../define.js';

export default cardScript('embercrypt-burn', {
  targets: [{ kind: 'graveyardCard' }],
  onResolve: [{ op: 'banishCard', target: 0 }, dealDamage(eachChampion(), 2)],
});
