import type { DisclaimerComponent } from '@rainbow-me/rainbowkit'
import { t } from '../../i18n/t.ts'

/** Shown under the wallet list's intro: what connecting and signing in do, and don't, do. */
export const Disclaimer: DisclaimerComponent = ({ Text }) => <Text>{t('connect.disclaimer')}</Text>
