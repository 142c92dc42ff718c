import { cardScript, gainMastery, onEnter, triggered } from '../../define.js';

export default cardScript('kongming-wayward-maven', { abilities: [triggered(onEnter(), [gainMastery('shifting-currents')])] });
