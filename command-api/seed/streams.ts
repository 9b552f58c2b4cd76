export { customerStream } from '../../domain/identity/events';
export { practiceStream as practiceStreamFor } from '../../domain/practices/events';
