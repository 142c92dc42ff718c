import { cardScript, lineageRelease } from '../../define.js';

export default cardScript('diana-keen-huntress', {
  abilities: [lineageRelease([{ op: 'materializeFromMaterialDeck', filter: { subtype: 'GUN' } }])],
});
