import { cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('veiled-oracle', { abilities: [triggered(onEnter(), [{ op: 'becomeEphemeral', subject: self() }, { op: 'glimpse', count: 3 }])] });
