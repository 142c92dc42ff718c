import { cardScript, staticAbility } from '../../define.js';

export default cardScript('polkhawk-bombastic-shot', {
  keywordValues: { ranged: 2 },
  abilities: [staticAbility({ kind: 'costModifier', affects: 'cardsYouActivate', amount: -1, only: { subtype: 'REACTION', class: 'RANGER' } })],
});
