import { cardScript, drawIntoMemory, ifThen, youControl } from '../../define.js';

export default cardScript('clear-pastures', { onResolve: [ifThen(youControl('HORSE'), [{ op: 'glimpse', count: 3 }]), drawIntoMemory(1)] });
