// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice Token transfers that work with bool-returning ERC-20s and with USDT-style tokens that
/// return nothing, plus native sends.
library SafeTransfer {
    error TokenTransferFailed(address token);
    error NativeTransferFailed(address to);

    function transfer(address token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, amount));
        _check(token, ok, data);
    }

    function transferFrom(address token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, amount));
        _check(token, ok, data);
    }

    function sendNative(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(to);
    }

    function _check(address token, bool ok, bytes memory data) private view {
        if (!ok || token.code.length == 0 || (data.length != 0 && !abi.decode(data, (bool)))) {
            revert TokenTransferFailed(token);
        }
    }
}
