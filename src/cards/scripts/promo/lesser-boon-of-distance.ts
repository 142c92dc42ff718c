import { activated, boonRules, cardScript, drawIntoMemory, payReserve, target, targetUnit } from '../../define.js';

export default cardScript('lesser-boon-of-distance', {
  keywords: ['classLocked'],
  abilities: [
    boonRules(
      activated([payReserve(2)], [
        { op: 'becomeDistant', subject: target(0) },
        { op: 'boonResolution', nth: 3, then: [drawIntoMemory(1)] },
      ], { targets: [targetUnit({ subtype: 'RANGER' })] }),
      { times: 3 },
    ),
  ],
});
