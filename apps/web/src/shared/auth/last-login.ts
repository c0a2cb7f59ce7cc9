import type { LoginUserType } from '@lahap/contract/enums';
import { create } from 'zustand';

/**
 * How the last login of this page ended: a new account (REGISTER) or an existing one (LOGIN).
 * The invitation landing tells a new friend they joined and an old one that the invitation is
 * for new friends (spec §4 "Invitation").
 */
export const useLastLoginStore = create<{ userType: LoginUserType | null }>()(() => ({ userType: null }));
