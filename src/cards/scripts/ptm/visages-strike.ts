import { cardScript, championBonus, ifThen, not, omens, onHit, triggered } from '../../define.js';

// "Two or less omens": not three or more.
export default cardScript('visages-strike', {
  abilities: [triggered(onHit(), [ifThen(not(omens(3)), [{ op: 'attackCardTo', to: 'omen' }])], { condition: championBonus('Ciel') })],
});
