import type { ComponentPropsWithRef } from 'react';

export type FormProps = ComponentPropsWithRef<'form'>;

/**
 * A form without the browser's own validation bubbles (spec §2): fields show their invalid state
 * and helper text instead.
 */
export const Form = (props: FormProps) => <form {...props} noValidate />;
