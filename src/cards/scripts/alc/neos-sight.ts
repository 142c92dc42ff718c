import { cardScript, draw, drawIntoMemory, ifThen } from '../../define.js';

export default cardScript('neos-sight', { onResolve: [draw(1), ifThen({ kind: 'controlsCount', filter: {}, min: 8 }, [drawIntoMemory(1)])] });
