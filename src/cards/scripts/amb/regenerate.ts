import { classBonus, cardScript, drawIntoMemory, ifThen, recover } from '../../define.js';

export default cardScript('regenerate', { onResolve: [drawIntoMemory(1), ifThen(classBonus(), [ifThen({ kind: 'damage', min: 10 }, [recover(2)])])] });
