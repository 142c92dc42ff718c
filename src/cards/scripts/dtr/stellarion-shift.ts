import { allOf, banishSelf, cardScript, championDistant, classBonus, draw, payReserve, preventNextDamage, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('stellarion-shift', {
  targets: [targetUnit()],
  onResolve: [{ op: 'becomeDistant', subject: target(0) }, draw(1)],
  abilities: [{
    kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [payReserve(2), banishSelf()],
    condition: allOf(classBonus(), { kind: 'elementBonus', element: 'ASTRA' }, championDistant()),
    effects: [
      { op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' },
      preventNextDamage(yourChampion(), 4, { damageType: 'nonCombat' }),
    ],
  }],
});
