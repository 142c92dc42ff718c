import { cardScript, onDeath, triggered } from '../../define.js';

export default cardScript('unyielding-wraithguard', {
  keywords: ['taunt'],
  abilities: [triggered(onDeath(), [{ op: 'eventCardTo', to: 'field', ephemeral: true }])],
});
