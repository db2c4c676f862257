// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {DemoTokenBase} from "./DemoTokenBase.sol";

/// @notice Mirrors the Tether (USDT) ABI quirk: transfer, transferFrom and approve return nothing,
/// so a caller that decodes a bool from the return data fails against it.
contract UsdtStyleToken is DemoTokenBase {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        DemoTokenBase(name_, symbol_, decimals_, holders, amountEach)
    {}

    function transfer(address to, uint256 amount) external {
        _transfer(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        _approve(msg.sender, spender, amount);
    }
}
