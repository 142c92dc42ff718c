import { cardScript, nextAttackGets, onEnter, self, triggered } from '../../define.js';

export default cardScript('tonoris-might-of-humanity', { abilities: [triggered(onEnter(), [nextAttackGets(self(), 3)])] });
