import { cardScript, championBonus, onEnter, triggered } from '../../define.js';

export default cardScript('polearmed-steed', {
  abilities: [triggered(onEnter(), [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'POLEARM', supertype: 'REGALIA' } }], { condition: championBonus('Jin') })],
});
