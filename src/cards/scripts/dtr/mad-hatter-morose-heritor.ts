import { cardScript, may, onEnter, triggered } from '../../define.js';

export default cardScript('mad-hatter-morose-heritor', {
  keywordValues: { ranged: 3 },
  abilities: [triggered(onEnter(), [may({
    op: 'banishOwnMaterialCards', count: 1, random: true,
    then: [{ op: 'materializeFromMaterialDeck', filter: { supertype: 'REGALIA', subtype: 'RANGER' } }],
  })])],
});
