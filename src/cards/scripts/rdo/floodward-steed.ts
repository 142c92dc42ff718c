import { cardScript, onEnter, putCounters, target, targetAlly, triggered } from '../../define.js';

export default cardScript('floodward-steed', { abilities: [triggered(onEnter(), [putCounters(target(0), 'bulwark', 1)], { targets: [targetAlly()] })] });
