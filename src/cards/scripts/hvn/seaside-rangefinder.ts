import { allOf, banishSelf, cardScript, classBonus, payReserve, target, targetUnit } from '../../define.js';

export default cardScript('seaside-rangefinder', {
  keywordValues: { ranged: 2 },
  abilities: [{
    kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [payReserve(2), banishSelf()],
    condition: allOf(classBonus(), { kind: 'elementBonus', element: 'WATER' }),
    targets: [targetUnit()],
    effects: [{ op: 'becomeDistant', subject: target(0) }],
  }],
});
