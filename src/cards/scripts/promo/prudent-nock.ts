import { cardScript, drawIntoMemory, loadInto, may } from '../../define.js';

export default cardScript('prudent-nock', { onResolve: [drawIntoMemory(1), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))] });
