import { cardScript, onDeath, triggered } from '../../define.js';

export default cardScript('night-barker', {
  abilities: [triggered(onDeath(), [{ op: 'graveyardToField', card: 'eventCard', ephemeral: true }])],
});
