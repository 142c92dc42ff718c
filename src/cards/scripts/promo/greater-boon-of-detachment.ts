import { activated, allOf, buffPower, cardScript, championDistant, oncePerTurn, payReserve, staticAbility, target, targetWeapon, yourTurn } from '../../define.js';

export default cardScript('greater-boon-of-detachment', {
  keywords: ['classLocked'],
  keywordValues: { levelLocked: 2 },
  abilities: [
    staticAbility({ kind: 'attackUnloadedAsLoaded', filter: { type: 'WEAPON', subtype: 'RANGER' } }),
    oncePerTurn(activated([payReserve(3)], [buffPower(target(0), 3)], { condition: allOf(yourTurn(), championDistant()), targets: [targetWeapon({ subtype: 'RANGER' })] })),
  ],
});
