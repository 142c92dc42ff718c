import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('calamity-cannon', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, championBonus('Polkhawk'))],
  onResolve: [{ op: 'attackBonus', scope: 'championNextTurnFirst', amount: 10, weaponSubtype: 'GUN' }],
});
