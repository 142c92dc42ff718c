import { cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('flamebound-draug', { abilities: [triggered(onEnter(), [{ op: 'becomeEphemeral', subject: self() }])] });
