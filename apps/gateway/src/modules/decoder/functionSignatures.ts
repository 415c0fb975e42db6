import { multiSendAbi, safeAbi, safeProxyFactoryAbi, signMessageLibAbi } from '@coffer/safe'
import { type Abi, type AbiFunction, parseAbi, toFunctionSelector } from 'viem'

/**
 * The local function-signature list that decodes calls to contracts the registry has no ABI for
 * (gateway-contract.md §8.1: no remote lookups). Human-readable signatures with parameter names, since
 * decoded parameters carry names. Earlier entries win when two share a selector.
 */

export const erc20Signatures: readonly string[] = [
  'function transfer(address to, uint256 value)',
  'function transferFrom(address from, address to, uint256 value)',
  'function approve(address spender, uint256 value)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function decreaseAllowance(address spender, uint256 subtractedValue)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]

export const erc721Signatures: readonly string[] = [
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
]

const erc1155Signatures: readonly string[] = [
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
]

const safeEcosystemSignatures: readonly string[] = [
  // CreateCall
  'function performCreate(uint256 value, bytes deploymentData)',
  'function performCreate2(uint256 value, bytes deploymentData, bytes32 salt)',
  // Allowance module
  'function addDelegate(address delegate)',
  'function removeDelegate(address delegate, bool removeAllowances)',
  'function setAllowance(address delegate, address token, uint96 allowanceAmount, uint16 resetTimeMin, uint32 resetBaseMin)',
  'function resetAllowance(address delegate, address token)',
  'function deleteAllowance(address delegate, address token)',
  // Zodiac Delay modifier
  'function executeNextTx(address to, uint256 value, bytes data, uint8 operation)',
  'function setTxCooldown(uint256 cooldown)',
  'function setTxExpiration(uint256 expiration)',
  'function setTxNonce(uint256 _nonce)',
  // Delegate registry (Snapshot)
  'function setDelegate(bytes32 id, address delegate)',
  'function clearDelegate(bytes32 id)',
  // CoW Protocol settlement
  'function setPreSignature(bytes orderUid, bool signed)',
  'function invalidateOrder(bytes orderUid)',
]

const defiSignatures: readonly string[] = [
  // WETH
  'function deposit()',
  'function withdraw(uint256 wad)',
  // ERC-4626 vaults
  'function deposit(uint256 assets, address receiver)',
  'function mint(uint256 shares, address receiver)',
  'function withdraw(uint256 assets, address receiver, address owner)',
  'function redeem(uint256 shares, address receiver, address owner)',
  // Uniswap V2 router
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  // Uniswap V3 router and universal router
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInput((bytes path, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function multicall(bytes[] data)',
  'function multicall(uint256 deadline, bytes[] data)',
  'function execute(bytes commands, bytes[] inputs, uint256 deadline)',
  'function execute(bytes commands, bytes[] inputs)',
  // Aave V3 pool
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf)',
  // Lido
  'function submit(address _referral)',
]

function functionsOf(abi: Abi): AbiFunction[] {
  return abi.filter((item): item is AbiFunction => item.type === 'function')
}

/** Standard token ABIs, used for tokens the indexer saw (their parameter names differ: value vs tokenId). */
export const erc20Abi: readonly AbiFunction[] = functionsOf(parseAbi(erc20Signatures))
export const erc721Abi: readonly AbiFunction[] = functionsOf(parseAbi(erc721Signatures))

/** Every fallback function, keyed by its 4-byte selector (lowercase 0x-hex); the first of a selector wins. */
export const functionsBySelector: ReadonlyMap<string, AbiFunction> = (() => {
  const all: AbiFunction[] = [
    ...functionsOf(safeAbi),
    ...functionsOf(multiSendAbi),
    ...functionsOf(safeProxyFactoryAbi),
    ...functionsOf(signMessageLibAbi),
    ...erc20Abi,
    ...erc721Abi,
    ...functionsOf(parseAbi(erc1155Signatures)),
    ...functionsOf(parseAbi(safeEcosystemSignatures)),
    ...functionsOf(parseAbi(defiSignatures)),
  ]
  const map = new Map<string, AbiFunction>()
  for (const fn of all) {
    const selector = toFunctionSelector(fn)
    if (!map.has(selector)) map.set(selector, fn)
  }
  return map
})()
