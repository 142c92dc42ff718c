import { cardScript, ifThen, recover, youControl } from '../../define.js';

export default cardScript('tune-up', { keywords: ['floatingMemory'], onResolve: [ifThen(youControl('AUTOMATON'), [recover(4)], [recover(2)])] });
