import { buffPower, cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('vertus-gaias-roar', {
  keywordValues: { pride: 10 },
  abilities: [triggered(onEnter(), [{
    op: 'scaled', x: { of: 'counts', counts: [{ zone: 'graveyard', type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }] },
    effect: buffPower({ ref: 'alliesYouControl' }, 0),
  }], { condition: classBonus() })],
});
