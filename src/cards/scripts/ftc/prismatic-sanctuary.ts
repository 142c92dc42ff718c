import { atBeginningOfYourRecollection, cardScript, elementSetting, staticAbility, triggered } from '../../define.js';

// Upkeep: a random memory card is revealed; sacrificed unless it is fire, water or wind (nothing revealed: kept, ruling).
export default cardScript('prismatic-sanctuary', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{
      op: 'revealRandomMemory', who: 'you', count: 1,
      ifRevealed: { filter: { anyElement: ['FIRE', 'WATER', 'WIND'] }, not: true, then: [{ op: 'sacrificeSelf', then: [] }] },
    }]),
    ...(['FIRE', 'WATER', 'WIND'] as const).map((element) => staticAbility(elementSetting(element, true))),
  ],
});
