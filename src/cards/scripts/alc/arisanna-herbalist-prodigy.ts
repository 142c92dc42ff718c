import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('arisanna-herbalist-prodigy', { abilities: [triggered(onEnter(), [{ op: 'gather' }, { op: 'gather' }])] });
