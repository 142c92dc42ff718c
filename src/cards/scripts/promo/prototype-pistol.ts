import { buffPower, cardScript, classBonus, onEnter, self, triggered } from '../../define.js';

export default cardScript('prototype-pistol', { abilities: [triggered(onEnter(), [buffPower(self(), 1)], { condition: classBonus() })] });
