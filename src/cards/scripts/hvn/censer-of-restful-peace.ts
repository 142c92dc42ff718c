import { cardScript, loseAllAbilities, staticAbility } from '../../define.js';

export default cardScript('censer-of-restful-peace', {
  abilities: [staticAbility({ kind: 'characteristics', changes: [loseAllAbilities()], cards: { zone: 'graveyard', whose: 'each' } })],
});
