import { addMasteryCounters, allOf, banishSelf, buffPower, cardScript, championBonus, ifThen, payReserve } from '../../define.js';

export default cardScript('rosewinged-hollow', {
  abilities: [{
    kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [payReserve(2), banishSelf()],
    condition: allOf(championBonus('Alice'), { kind: 'elementBonus', element: 'FIRE' }),
    effects: [
      addMasteryCounters('haunt', 1),
      ifThen({ kind: 'masteryCounters', counter: 'haunt', min: 6 }, [
        { op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'SPECTER' }, count: 1, effects: [buffPower({ ref: 'chosen' }, 2)] },
      ]),
    ],
  }],
});
