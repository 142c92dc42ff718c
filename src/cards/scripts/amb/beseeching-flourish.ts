import { cardScript, championBonus, onHit, triggered } from '../../define.js';

export default cardScript('beseeching-flourish', {
  abilities: [
    triggered(onHit(), [{ op: 'materializeFromMaterialDeck', filter: { type: 'WEAPON', subtype: 'POLEARM' } }], { condition: championBonus('Jin') }),
  ],
});
